import dynamic from 'next/dynamic';
import { useState } from 'react';
import { Icon } from '@/components/icons/Icon';
import { headerPickers, type HeaderPicker } from '@/domain/navigation';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { useAppSelector } from '@/store/hooks';
import styles from './shell.module.css';

// MUI and the lists load only when a picker is first opened.
const CatalogPickerDialog = dynamic(() => import('./CatalogPickerDialog'), { ssr: false });

/**
 * The desktop header's modal pickers after Home: the chosen module's Categories, and its
 * Restaurants (food) or Stores. Client only: they follow the stored module.
 */
export function HeaderPickers() {
  const { t } = useTranslation();
  const selected = useAppSelector((state) => state.module.selected);
  const [open, setOpen] = useState<HeaderPicker | null>(null);
  const [used, setUsed] = useState(false);
  const pickers = headerPickers(selected?.module_type);
  if (!selected || !pickers.length) return null;
  return (
    <>
      {pickers.map((picker) => (
        <button
          key={picker.kind}
          type="button"
          className={styles.button}
          aria-haspopup="dialog"
          onClick={() => {
            setUsed(true);
            setOpen(picker);
          }}
        >
          {t(picker.label)}
          <Icon name="expandMore" size={18} />
        </button>
      ))}
      {used ? (
        <CatalogPickerDialog
          picker={open}
          moduleId={selected.id}
          moduleType={selected.module_type}
          onClose={() => setOpen(null)}
        />
      ) : null}
    </>
  );
}
