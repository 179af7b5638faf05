/** Policy pages, written for Atlas Mart, in en / ar / fr. Rendered to HTML by `renderPolicy`. */

interface Section {
  h: string;
  p?: string;
  items?: string[];
}

interface PolicyDoc {
  intro: string;
  sections: Section[];
  contact: string;
}

type Locale = 'en' | 'ar' | 'fr';

export type PolicyKey =
  | 'terms_and_conditions'
  | 'about_us'
  | 'privacy_policy'
  | 'refund_policy_page'
  | 'shipping_policy_page'
  | 'cancellation_policy_page';

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Renders a policy to HTML. Each page carries one harmless inline style (the "last updated" line) and a
 * mail link, so the storefront's sanitiser is exercised with real content.
 */
function renderPolicy(doc: PolicyDoc, updated: string): string {
  const parts: string[] = [`<p style="color:#6b7280;font-size:14px">${escape(updated)}</p>`];
  parts.push(`<p>${escape(doc.intro)}</p>`);
  for (const s of doc.sections) {
    parts.push(`<h2>${escape(s.h)}</h2>`);
    if (s.p) parts.push(`<p>${escape(s.p)}</p>`);
    if (s.items?.length)
      parts.push(`<ul>${s.items.map((i) => `<li>${escape(i)}</li>`).join('')}</ul>`);
  }
  parts.push(
    `<p>${escape(doc.contact)} <a href="mailto:support@atlasmart.test">support@atlasmart.test</a> · <a href="https://atlasmart.test/help" target="_blank" rel="noopener">atlasmart.test/help</a></p>`,
  );
  return parts.join('');
}

const UPDATED: Record<Locale, string> = {
  en: 'Last updated: 1 March 2026',
  ar: 'آخر تحديث: 1 مارس 2026',
  fr: 'Dernière mise à jour : 1er mars 2026',
};

const CONTACT: Record<Locale, string> = {
  en: 'Questions? Write to us at',
  ar: 'لديك سؤال؟ راسلنا على',
  fr: 'Une question ? Écrivez-nous à',
};

const docs: Record<PolicyKey, Record<Locale, Omit<PolicyDoc, 'contact'>>> = {
  terms_and_conditions: {
    en: {
      intro:
        'These terms govern your use of Atlas Mart, the marketplace operated by Atlas Mart SARL, Casablanca, that connects you with restaurants, grocers, pharmacies, shops and couriers in Morocco. By creating an account or placing an order you accept them.',
      sections: [
        {
          h: '1. Your account',
          p: 'You must be at least 18 years old and give accurate contact details. You are responsible for activity under your account and for keeping your password confidential.',
          items: [
            'One account per person and phone number.',
            'We may suspend accounts used for fraud or abuse.',
            'You can delete your account at any time from your profile, unless an order is still running.',
          ],
        },
        {
          h: '2. Orders and prices',
          p: 'Stores set their own prices, which include VAT where applicable. The total shown at checkout, including delivery fee, service charge and tips, is the amount you pay.',
          items: [
            'An order is a contract between you and the store.',
            'Stores may refuse an order when an item is unavailable; you are then not charged for it.',
            'Prescription medicines are only dispensed against a valid prescription.',
          ],
        },
        {
          h: '3. Payment',
          p: 'You can pay cash on delivery, with your Atlas Mart wallet or by card through our payment partner. Card data never touches our servers.',
        },
        {
          h: '4. Delivery',
          p: 'Delivery times are estimates. A courier will contact you if they cannot find the address; if you are unreachable for 10 minutes the order may be cancelled and charged.',
        },
        {
          h: '5. Liability',
          p: 'Atlas Mart acts as an intermediary. The store is responsible for the quality of its products; we handle complaints on its behalf and refund you when a claim is justified.',
        },
        {
          h: '6. Law',
          p: 'These terms are governed by Moroccan law. Disputes are brought before the courts of Casablanca, without prejudice to your rights as a consumer.',
        },
      ],
    },
    ar: {
      intro:
        'تنظم هذه الشروط استخدامك لمنصة أطلس مارت التي تديرها شركة أطلس مارت ش.م.م بالدار البيضاء، والتي تربطك بالمطاعم والبقالات والصيدليات والمتاجر والموصلين في المغرب. بإنشاء حساب أو تقديم طلب فإنك توافق عليها.',
      sections: [
        {
          h: '1. حسابك',
          p: 'يجب أن يكون عمرك 18 سنة على الأقل وأن تقدم بيانات اتصال صحيحة. أنت مسؤول عن النشاط في حسابك وعن سرية كلمة المرور.',
          items: [
            'حساب واحد لكل شخص ورقم هاتف.',
            'يمكننا تعليق الحسابات المستخدمة في الاحتيال.',
            'يمكنك حذف حسابك في أي وقت ما لم يكن هناك طلب جارٍ.',
          ],
        },
        {
          h: '2. الطلبات والأسعار',
          p: 'تحدد المتاجر أسعارها شاملة الضريبة عند الاقتضاء. المبلغ المعروض عند الدفع، بما فيه رسوم التوصيل والخدمة والإكرامية، هو ما تدفعه.',
          items: [
            'الطلب عقد بينك وبين المتجر.',
            'يمكن للمتجر رفض طلب عند نفاد منتج ولا يحتسب عليك.',
            'لا تصرف الأدوية الخاضعة للوصفة إلا بوصفة طبية صالحة.',
          ],
        },
        {
          h: '3. الدفع',
          p: 'يمكنك الدفع نقدا عند الاستلام أو بمحفظة أطلس مارت أو بالبطاقة عبر شريك الدفع. لا تمر بيانات بطاقتك عبر خوادمنا.',
        },
        {
          h: '4. التوصيل',
          p: 'أوقات التوصيل تقديرية. سيتصل بك الموصل إذا لم يجد العنوان، وإذا تعذر الوصول إليك لمدة 10 دقائق قد يلغى الطلب ويحتسب.',
        },
        {
          h: '5. المسؤولية',
          p: 'تعمل أطلس مارت كوسيط. المتجر مسؤول عن جودة منتجاته ونحن نعالج الشكاوى نيابة عنه ونعيد أموالك عند ثبوت الحق.',
        },
        {
          h: '6. القانون',
          p: 'تخضع هذه الشروط للقانون المغربي وتختص محاكم الدار البيضاء بالنزاعات دون المساس بحقوقك كمستهلك.',
        },
      ],
    },
    fr: {
      intro:
        'Les présentes conditions régissent l’utilisation d’Atlas Mart, la place de marché exploitée par Atlas Mart SARL, Casablanca, qui vous met en relation avec des restaurants, épiceries, pharmacies, boutiques et coursiers au Maroc. En créant un compte ou en passant commande, vous les acceptez.',
      sections: [
        {
          h: '1. Votre compte',
          p: 'Vous devez avoir au moins 18 ans et fournir des coordonnées exactes. Vous êtes responsable de l’activité de votre compte et de la confidentialité de votre mot de passe.',
          items: [
            'Un compte par personne et par numéro de téléphone.',
            'Nous pouvons suspendre les comptes utilisés de manière frauduleuse.',
            'Vous pouvez supprimer votre compte à tout moment, sauf commande en cours.',
          ],
        },
        {
          h: '2. Commandes et prix',
          p: 'Les magasins fixent leurs prix, TVA comprise le cas échéant. Le total affiché au paiement, frais de livraison, frais de service et pourboire compris, est le montant payé.',
          items: [
            'Une commande est un contrat entre vous et le magasin.',
            'Un magasin peut refuser une commande si un article manque ; il ne vous est alors pas facturé.',
            'Les médicaments sur ordonnance ne sont délivrés que sur ordonnance valide.',
          ],
        },
        {
          h: '3. Paiement',
          p: 'Vous pouvez payer en espèces à la livraison, avec votre portefeuille Atlas Mart ou par carte via notre partenaire de paiement. Vos données de carte ne transitent jamais par nos serveurs.',
        },
        {
          h: '4. Livraison',
          p: 'Les délais sont indicatifs. Le coursier vous appelle s’il ne trouve pas l’adresse ; sans réponse pendant 10 minutes, la commande peut être annulée et facturée.',
        },
        {
          h: '5. Responsabilité',
          p: 'Atlas Mart agit en intermédiaire. Le magasin répond de la qualité de ses produits ; nous traitons les réclamations pour lui et vous remboursons lorsqu’elles sont fondées.',
        },
        {
          h: '6. Droit applicable',
          p: 'Ces conditions sont soumises au droit marocain. Les litiges relèvent des tribunaux de Casablanca, sans préjudice de vos droits de consommateur.',
        },
      ],
    },
  },
  about_us: {
    en: {
      intro:
        'Atlas Mart started in 2024 in a small office in Maarif with one idea: everything your neighbourhood sells should be one tap away.',
      sections: [
        {
          h: 'What we do',
          p: 'We bring together the restaurants, grocers, pharmacies and shops of Casablanca and Rabat, and a fleet of independent couriers who deliver on bikes and scooters.',
          items: [
            'Food from over a hundred kitchens, from tagines to sushi.',
            'Fresh groceries picked the same morning.',
            'Pharmacy orders with secure prescription upload.',
            'Parcels sent across the city in under an hour.',
          ],
        },
        {
          h: 'Our promise',
          p: 'Fair commissions for stores, fair pay for couriers and clear prices for you. No hidden fees, ever.',
        },
        {
          h: 'Where we are',
          p: 'Atlas Mart SARL, 25 Boulevard Abdelmoumen, Casablanca. We are open for support every day from 8:00 to midnight.',
        },
      ],
    },
    ar: {
      intro:
        'انطلقت أطلس مارت سنة 2024 من مكتب صغير في المعاريف بفكرة واحدة: كل ما يبيعه حيك يجب أن يكون على بعد نقرة.',
      sections: [
        {
          h: 'ماذا نفعل',
          p: 'نجمع مطاعم وبقالات وصيدليات ومتاجر الدار البيضاء والرباط مع أسطول من الموصلين المستقلين على الدراجات.',
          items: [
            'أكل من أكثر من مائة مطبخ، من الطاجين إلى السوشي.',
            'بقالة طازجة تقطف في نفس الصباح.',
            'طلبات الصيدلية مع رفع آمن للوصفة.',
            'طرود عبر المدينة في أقل من ساعة.',
          ],
        },
        {
          h: 'وعدنا',
          p: 'عمولات عادلة للمتاجر وأجر عادل للموصلين وأسعار واضحة لك. بلا رسوم خفية أبدا.',
        },
        {
          h: 'أين نحن',
          p: 'أطلس مارت ش.م.م، 25 شارع عبد المومن، الدار البيضاء. خدمة العملاء متاحة يوميا من 8:00 إلى منتصف الليل.',
        },
      ],
    },
    fr: {
      intro:
        'Atlas Mart est né en 2024 dans un petit bureau du Maarif avec une idée : tout ce que vend votre quartier doit être à portée de clic.',
      sections: [
        {
          h: 'Ce que nous faisons',
          p: 'Nous réunissons les restaurants, épiceries, pharmacies et boutiques de Casablanca et Rabat, et une flotte de coursiers indépendants à vélo et en scooter.',
          items: [
            'Les plats de plus de cent cuisines, du tajine aux sushis.',
            'Des courses fraîches cueillies le matin même.',
            'Des commandes en pharmacie avec envoi sécurisé d’ordonnance.',
            'Des colis livrés en ville en moins d’une heure.',
          ],
        },
        {
          h: 'Notre promesse',
          p: 'Des commissions justes pour les magasins, une rémunération juste pour les coursiers et des prix clairs pour vous. Jamais de frais cachés.',
        },
        {
          h: 'Où nous trouver',
          p: 'Atlas Mart SARL, 25 boulevard Abdelmoumen, Casablanca. Support ouvert tous les jours de 8 h à minuit.',
        },
      ],
    },
  },
  privacy_policy: {
    en: {
      intro:
        'This policy explains which personal data Atlas Mart collects, why, and the rights you have under Moroccan law 09-08 on the protection of personal data.',
      sections: [
        {
          h: 'Data we collect',
          items: [
            'Identity and contact details: name, phone, email.',
            'Delivery addresses and, when you allow it, your device location.',
            'Order history, reviews and messages with stores and couriers.',
            'Technical data: device type, language and cookies needed to run the site.',
          ],
        },
        {
          h: 'Why we use it',
          p: 'To deliver your orders, to prevent fraud, to answer support requests and, only with your consent, to send offers.',
        },
        {
          h: 'Who receives it',
          p: 'The store and the courier handling your order receive the details they need to serve it. Payment partners receive payment data. We never sell your data.',
        },
        {
          h: 'Your rights',
          p: 'You may access, correct or delete your data, and object to marketing, from your profile or by writing to us. Deleted accounts are anonymised within 30 days, except records the law requires us to keep.',
        },
      ],
    },
    ar: {
      intro:
        'توضح هذه السياسة البيانات الشخصية التي تجمعها أطلس مارت وسبب جمعها وحقوقك وفق القانون المغربي 09-08 المتعلق بحماية المعطيات الشخصية.',
      sections: [
        {
          h: 'البيانات التي نجمعها',
          items: [
            'الهوية ووسائل الاتصال: الاسم والهاتف والبريد الإلكتروني.',
            'عناوين التوصيل وموقع جهازك عند سماحك بذلك.',
            'سجل الطلبات والتقييمات والرسائل مع المتاجر والموصلين.',
            'بيانات تقنية: نوع الجهاز واللغة وملفات تعريف الارتباط الضرورية.',
          ],
        },
        {
          h: 'لماذا نستخدمها',
          p: 'لتوصيل طلباتك ومنع الاحتيال والرد على طلبات الدعم، ولإرسال العروض بموافقتك فقط.',
        },
        {
          h: 'من يتلقاها',
          p: 'يتلقى المتجر والموصل البيانات اللازمة لخدمة طلبك، ويتلقى شركاء الدفع بيانات الدفع. لا نبيع بياناتك أبدا.',
        },
        {
          h: 'حقوقك',
          p: 'يمكنك الاطلاع على بياناتك وتصحيحها وحذفها والاعتراض على التسويق من ملفك الشخصي أو بمراسلتنا. تجهل الحسابات المحذوفة خلال 30 يوما.',
        },
      ],
    },
    fr: {
      intro:
        'Cette politique explique quelles données personnelles Atlas Mart collecte, pourquoi, et vos droits au titre de la loi marocaine 09-08 relative à la protection des données personnelles.',
      sections: [
        {
          h: 'Données collectées',
          items: [
            'Identité et coordonnées : nom, téléphone, e-mail.',
            'Adresses de livraison et, si vous l’autorisez, la position de votre appareil.',
            'Historique de commandes, avis et messages avec les magasins et coursiers.',
            'Données techniques : type d’appareil, langue et cookies nécessaires au site.',
          ],
        },
        {
          h: 'Finalités',
          p: 'Livrer vos commandes, prévenir la fraude, répondre au support et, uniquement avec votre accord, vous envoyer des offres.',
        },
        {
          h: 'Destinataires',
          p: 'Le magasin et le coursier reçoivent les informations nécessaires à votre commande ; nos partenaires de paiement, les données de paiement. Nous ne vendons jamais vos données.',
        },
        {
          h: 'Vos droits',
          p: 'Vous pouvez accéder à vos données, les rectifier, les supprimer et vous opposer à la prospection depuis votre profil ou en nous écrivant. Les comptes supprimés sont anonymisés sous 30 jours.',
        },
      ],
    },
  },
  refund_policy_page: {
    en: {
      intro:
        'If something is wrong with your order, we make it right. Refund requests are handled by our support team within 48 hours.',
      sections: [
        {
          h: 'When you can ask for a refund',
          items: [
            'An item is missing, damaged or not what you ordered.',
            'Food arrived spilled or clearly spoiled.',
            'You were charged for an order that was cancelled.',
          ],
        },
        {
          h: 'How to ask',
          p: 'Open the order in your order history, choose Refund request, select a reason and add photos. Requests must be sent within 24 hours of delivery.',
        },
        {
          h: 'How you are refunded',
          p: 'Approved refunds go to your Atlas Mart wallet instantly, or back to your card within 5 to 10 working days. Cash orders are refunded to the wallet.',
        },
      ],
    },
    ar: {
      intro: 'إذا كان هناك خطأ في طلبك فسنصلحه. يعالج فريق الدعم طلبات الاسترداد خلال 48 ساعة.',
      sections: [
        {
          h: 'متى يمكنك طلب الاسترداد',
          items: [
            'منتج ناقص أو تالف أو غير مطابق لما طلبته.',
            'وصل الطعام مسكوبا أو فاسدا.',
            'احتسب عليك طلب ملغى.',
          ],
        },
        {
          h: 'كيف تطلب',
          p: 'افتح الطلب في سجل طلباتك واختر طلب استرداد وحدد السبب وأضف صورا. يجب إرسال الطلب خلال 24 ساعة من التسليم.',
        },
        {
          h: 'كيف تسترد أموالك',
          p: 'تضاف المبالغ المقبولة إلى محفظة أطلس مارت فورا أو إلى بطاقتك خلال 5 إلى 10 أيام عمل. تسترد الطلبات النقدية إلى المحفظة.',
        },
      ],
    },
    fr: {
      intro:
        'Si votre commande pose problème, nous arrangeons les choses. Les demandes de remboursement sont traitées par notre support sous 48 heures.',
      sections: [
        {
          h: 'Quand demander un remboursement',
          items: [
            'Un article manque, est abîmé ou ne correspond pas.',
            'Le repas est arrivé renversé ou avarié.',
            'Une commande annulée vous a été facturée.',
          ],
        },
        {
          h: 'Comment faire',
          p: 'Ouvrez la commande dans votre historique, choisissez Demande de remboursement, sélectionnez un motif et ajoutez des photos, dans les 24 heures suivant la livraison.',
        },
        {
          h: 'Mode de remboursement',
          p: 'Les remboursements acceptés sont crédités immédiatement sur votre portefeuille Atlas Mart, ou sur votre carte sous 5 à 10 jours ouvrés. Les commandes payées en espèces sont remboursées sur le portefeuille.',
        },
      ],
    },
  },
  shipping_policy_page: {
    en: {
      intro: 'Atlas Mart delivers in Casablanca and Rabat, every day, with independent couriers.',
      sections: [
        {
          h: 'Delivery fees',
          p: 'The fee depends on the distance between the store and you: 5 DH per km, at least 10 DH and at most 60 DH. Orders over 500 DH are delivered free.',
          items: [
            'Some stores offer free delivery on every order.',
            'Rain or peak hours never change the price you saw at checkout.',
          ],
        },
        {
          h: 'Delivery times',
          p: 'Food usually arrives in 20 to 45 minutes, groceries and pharmacy in under an hour, and shop items in 1 to 3 days.',
        },
        {
          h: 'Scheduled orders',
          p: 'You can schedule an order up to 7 days ahead in 30-minute slots, during the store’s opening hours.',
        },
        {
          h: 'Handing over',
          p: 'For your safety, the courier asks for the 4-digit delivery code shown in your order before handing it over.',
        },
      ],
    },
    ar: {
      intro: 'توصل أطلس مارت في الدار البيضاء والرباط كل يوم عبر موصلين مستقلين.',
      sections: [
        {
          h: 'رسوم التوصيل',
          p: 'تعتمد الرسوم على المسافة: 5 دراهم للكيلومتر، 10 دراهم على الأقل و60 درهما على الأكثر. الطلبات فوق 500 درهم توصيلها مجاني.',
          items: [
            'بعض المتاجر تقدم توصيلا مجانيا لكل الطلبات.',
            'المطر أو أوقات الذروة لا تغير السعر الذي رأيته عند الدفع.',
          ],
        },
        {
          h: 'أوقات التوصيل',
          p: 'يصل الطعام عادة خلال 20 إلى 45 دقيقة، والبقالة والصيدلية في أقل من ساعة، ومنتجات المتجر خلال 1 إلى 3 أيام.',
        },
        {
          h: 'الطلبات المجدولة',
          p: 'يمكنك جدولة طلب حتى 7 أيام مسبقا بفترات 30 دقيقة خلال أوقات عمل المتجر.',
        },
        { h: 'التسليم', p: 'لسلامتك يطلب الموصل رمز التسليم المكون من 4 أرقام الظاهر في طلبك.' },
      ],
    },
    fr: {
      intro:
        'Atlas Mart livre à Casablanca et à Rabat, tous les jours, avec des coursiers indépendants.',
      sections: [
        {
          h: 'Frais de livraison',
          p: 'Les frais dépendent de la distance : 5 DH par km, 10 DH minimum et 60 DH maximum. Livraison offerte dès 500 DH.',
          items: [
            'Certains magasins offrent la livraison sur toutes les commandes.',
            'La pluie ou les heures de pointe ne changent jamais le prix affiché au paiement.',
          ],
        },
        {
          h: 'Délais',
          p: 'Les repas arrivent en général en 20 à 45 minutes, l’épicerie et la pharmacie en moins d’une heure, la boutique en 1 à 3 jours.',
        },
        {
          h: 'Commandes programmées',
          p: 'Vous pouvez programmer une commande jusqu’à 7 jours à l’avance, par créneaux de 30 minutes, pendant les horaires du magasin.',
        },
        {
          h: 'Remise',
          p: 'Pour votre sécurité, le coursier demande le code de livraison à 4 chiffres affiché dans votre commande.',
        },
      ],
    },
  },
  cancellation_policy_page: {
    en: {
      intro: 'You can cancel an order for free as long as the store has not confirmed it.',
      sections: [
        {
          h: 'Before confirmation',
          p: 'While the order is pending, cancel it from the order page and pick a reason. Card and wallet payments are refunded to your wallet immediately.',
        },
        {
          h: 'After confirmation',
          p: 'Once the store starts preparing your order it can no longer be cancelled from the app. Contact support: we will try to stop it, but fresh food already prepared may be charged.',
        },
        {
          h: 'Cancellations by the store or courier',
          items: [
            'If the store cancels, you are refunded in full.',
            'If the courier cannot reach you, the order may be cancelled and charged.',
            'Repeated unpaid cash orders may restrict cash on delivery on your account.',
          ],
        },
      ],
    },
    ar: {
      intro: 'يمكنك إلغاء الطلب مجانا ما دام المتجر لم يؤكده.',
      sections: [
        {
          h: 'قبل التأكيد',
          p: 'ما دام الطلب قيد الانتظار يمكنك إلغاؤه من صفحة الطلب واختيار سبب. تعاد مبالغ البطاقة والمحفظة إلى محفظتك فورا.',
        },
        {
          h: 'بعد التأكيد',
          p: 'عندما يبدأ المتجر في التحضير لا يمكن الإلغاء من التطبيق. اتصل بالدعم وسنحاول إيقافه، وقد يحتسب الطعام المحضر.',
        },
        {
          h: 'الإلغاء من المتجر أو الموصل',
          items: [
            'إذا ألغى المتجر يعاد لك المبلغ كاملا.',
            'إذا تعذر على الموصل الوصول إليك قد يلغى الطلب ويحتسب.',
            'تكرار الطلبات النقدية غير المدفوعة قد يقيد الدفع عند الاستلام.',
          ],
        },
      ],
    },
    fr: {
      intro:
        'Vous pouvez annuler gratuitement une commande tant que le magasin ne l’a pas confirmée.',
      sections: [
        {
          h: 'Avant confirmation',
          p: 'Tant que la commande est en attente, annulez-la depuis la page de commande en choisissant un motif. Les paiements par carte et portefeuille sont recrédités immédiatement sur votre portefeuille.',
        },
        {
          h: 'Après confirmation',
          p: 'Dès que le magasin commence la préparation, l’annulation n’est plus possible dans l’application. Contactez le support : nous essaierons de l’arrêter, mais un repas déjà préparé peut être facturé.',
        },
        {
          h: 'Annulation par le magasin ou le coursier',
          items: [
            'Si le magasin annule, vous êtes intégralement remboursé.',
            'Si le coursier ne peut pas vous joindre, la commande peut être annulée et facturée.',
            'Des commandes en espèces impayées répétées peuvent restreindre le paiement à la livraison.',
          ],
        },
      ],
    },
  },
};

/** `{ en: html, ar: html, fr: html }` for every policy page key. */
export function policyPages(): Record<PolicyKey, Record<Locale, string>> {
  const out = {} as Record<PolicyKey, Record<Locale, string>>;
  for (const key of Object.keys(docs) as PolicyKey[]) {
    const byLocale = {} as Record<Locale, string>;
    for (const locale of ['en', 'ar', 'fr'] as const) {
      byLocale[locale] = renderPolicy(
        { ...docs[key][locale], contact: CONTACT[locale] },
        UPDATED[locale],
      );
    }
    out[key] = byLocale;
  }
  return out;
}
