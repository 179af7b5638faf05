import type { Store } from '@/api/catalogTypes';
import { HomeSection } from '../parts/HomeSection';
import { StoreStrip } from '../parts/Strips';

/** A titled strip of store cards (popular, new, featured). */
export default function StoreSection({
  id,
  title,
  stores,
  moduleType,
  action,
}: {
  id: string;
  title: string;
  stores: Store[];
  moduleType: string | null;
  action?: { href: string; label: string };
}) {
  return (
    <HomeSection id={id} title={title} action={action}>
      <StoreStrip stores={stores} label={title} moduleType={moduleType} />
    </HomeSection>
  );
}
