import { useTranslation } from '@/lib/i18n/useTranslation';
import { useEffect, useRef, useState, type ReactNode, type SyntheticEvent } from 'react';
import type { LandingPage } from '@/api/types';
import type { ShowcaseModule } from '@/domain/catalog/compact';
import { AppImage } from '@/components/AppImage';
import { Icon } from '@/components/icons/Icon';
import { isOn } from '@/domain/flags';
import { LocationEntry } from '@/features/location/LocationEntry';
import styles from './landing.module.css';

function Section({
  id,
  title,
  subtitle,
  children,
  tinted,
}: {
  id: string;
  title?: string;
  subtitle?: string;
  children: ReactNode;
  tinted?: boolean;
}) {
  return (
    <section
      aria-labelledby={title ? `${id}-title` : undefined}
      className={tinted ? `${styles.section} ${styles.tinted}` : styles.section}
    >
      <div className={styles.container}>
        {title ? (
          <h2 id={`${id}-title`} className={styles.sectionTitle}>
            {title}
          </h2>
        ) : null}
        {subtitle ? <p className={styles.sectionSubtitle}>{subtitle}</p> : null}
        {children}
      </div>
    </section>
  );
}

function Hero({ landing }: { landing: LandingPage }) {
  const hero = landing.hero_section;
  return (
    <section aria-labelledby="hero-title" className={styles.hero}>
      <div className={styles.container}>
        {hero?.header_tag_line ? <p className={styles.tagLine}>{hero.header_tag_line}</p> : null}
        <h1 id="hero-title" className={styles.heroTitle}>
          {hero?.header_title}
        </h1>
        {hero?.header_sub_title ? (
          <p className={styles.heroSubtitle}>{hero.header_sub_title}</p>
        ) : null}
        <LocationEntry />
      </div>
    </section>
  );
}

function ModuleShowcase({ modules }: { modules: ShowcaseModule[] }) {
  const { t } = useTranslation();
  if (!modules.length) return null;
  return (
    <Section id="modules" title={t('Everything you need, delivered')}>
      <ul className={styles.moduleGrid}>
        {modules.map((module) => (
          <li key={module.id} className={`${styles.card} ${styles.moduleCard}`}>
            <div className={styles.cardContent}>
              {module.icon_full_url ? (
                <AppImage
                  src={module.icon_full_url}
                  alt=""
                  width={64}
                  height={64}
                  className={styles.moduleIcon}
                />
              ) : null}
              <h3 className={styles.cardTitle}>{module.module_name}</h3>
              {module.description ? (
                <p className={`${styles.secondary} ${styles.moduleDescription}`}>
                  {module.description}
                </p>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}

function TrustCards({ landing }: { landing: LandingPage }) {
  const section = landing.trust_section;
  const cards = (section?.cards ?? []).filter((card) => isOn(card.status ?? 1));
  if (!isOn(section?.trust_section_status ?? 1) || !cards.length) return null;
  return (
    <Section id="trust" tinted>
      <div className={styles.trustGrid}>
        {cards.map((card, index) => (
          <div key={index} className={styles.trustCard}>
            {card.image_full_url ? (
              <AppImage src={card.image_full_url} alt="" width={56} height={56} />
            ) : null}
            <div>
              <h3 className={styles.cardTitle}>{card.title}</h3>
              <p className={styles.secondary}>{card.sub_title}</p>
            </div>
          </div>
        ))}
      </div>
    </Section>
  );
}

function Zones({ landing }: { landing: LandingPage }) {
  const section = landing.available_zone_section;
  const zones = section?.available_zone_list ?? [];
  if (!isOn(section?.status ?? 1) || !zones.length) return null;
  return (
    <Section id="zones" title={section?.title} subtitle={section?.short_description}>
      <div className={styles.zones}>
        {zones.map((zone) => (
          <div key={zone.id} className={`${styles.card} ${styles.zoneCard}`}>
            <div className={styles.cardContent}>
              <h3 className={`${styles.cardTitle} ${styles.zoneTitle}`}>
                {zone.display_name ?? zone.name}
              </h3>
              <div className={styles.chips}>
                {(zone.modules ?? []).map((name) => (
                  <span key={name} className={styles.chip}>
                    {name}
                  </span>
                ))}
              </div>
            </div>
          </div>
        ))}
      </div>
    </Section>
  );
}

function PromotionalBanners({ landing }: { landing: LandingPage }) {
  const section = landing.promotional_banner_section;
  const banners = section?.promotion_banners_full_url ?? [];
  if (!isOn(section?.status ?? 1) || !banners.length) return null;
  return (
    <Section id="promotions" tinted>
      <div className={styles.bannerGrid}>
        {banners.slice(0, 3).map((url, index) => (
          <div key={url} className={styles.banner}>
            <AppImage
              src={url}
              alt=""
              fill
              sizes="(max-width: 900px) 100vw, 33vw"
              hero={index === 0}
            />
          </div>
        ))}
      </div>
    </Section>
  );
}

function Testimonials({ landing }: { landing: LandingPage }) {
  const section = landing.testimonial_section;
  const list = section?.testimonial_list ?? [];
  if (!isOn(section?.status ?? 1) || !list.length) return null;
  return (
    <Section id="testimonials" title={section?.title}>
      <div className={styles.testimonialGrid}>
        {list.map((entry, index) => (
          <div key={index} className={styles.card}>
            <div className={styles.cardContent}>
              <blockquote className={styles.quote}>“{entry.review}”</blockquote>
              <div className={styles.reviewer}>
                {entry.reviewer_image_full_url ? (
                  <AppImage
                    src={entry.reviewer_image_full_url}
                    alt=""
                    width={44}
                    height={44}
                    className={styles.avatar}
                  />
                ) : null}
                <div>
                  <p className={styles.reviewerName}>{entry.name}</p>
                  <p className={styles.secondary}>{entry.designation}</p>
                </div>
              </div>
            </div>
          </div>
        ))}
      </div>
    </Section>
  );
}

/**
 * A native disclosure widget: keyboard and screen-reader ready with no script. `aria-expanded`
 * follows the native open state (the toggle event fires after the element changed), including an
 * entry opened before the page hydrated.
 */
function FaqEntry({ question, answer }: { question?: string; answer?: string }) {
  const ref = useRef<HTMLDetailsElement>(null);
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (ref.current?.open) setOpen(true);
  }, []);
  const onToggle = (event: SyntheticEvent<HTMLDetailsElement>) => setOpen(event.currentTarget.open);
  return (
    <details ref={ref} className={styles.faqEntry} onToggle={onToggle}>
      <summary className={styles.question} aria-expanded={open}>
        {question}
        <Icon name="expandMore" />
      </summary>
      <p className={styles.answer}>{answer}</p>
    </details>
  );
}

function Faq({ landing }: { landing: LandingPage }) {
  const section = landing.faq_section;
  const list = section?.faq_list ?? [];
  if (!isOn(section?.status ?? 1) || !list.length) return null;
  return (
    <Section id="faq" title={section?.faq_title} tinted>
      <div className={styles.faq}>
        {list.map((entry, index) => (
          <FaqEntry key={index} question={entry.question} answer={entry.answer} />
        ))}
      </div>
    </Section>
  );
}

export interface LandingScreenProps {
  landing: LandingPage;
  modules: ShowcaseModule[];
}

/** The landing page `/` (R-HOME-1): every section the landing data holds. */
export function LandingScreen({ landing, modules }: LandingScreenProps) {
  return (
    <>
      <Hero landing={landing} />
      <ModuleShowcase modules={modules} />
      <TrustCards landing={landing} />
      <Zones landing={landing} />
      <PromotionalBanners landing={landing} />
      <Testimonials landing={landing} />
      <Faq landing={landing} />
    </>
  );
}
