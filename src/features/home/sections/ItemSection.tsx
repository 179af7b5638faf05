import type { Item } from '@/api/catalogTypes';
import { HomeSection } from '../parts/HomeSection';
import { ItemStrip } from '../parts/Strips';

/** A titled strip of item cards. */
export default function ItemSection({
  id,
  title,
  items,
  action,
}: {
  id: string;
  title: string;
  items: Item[];
  action?: { href: string; label: string };
}) {
  return (
    <HomeSection id={id} title={title} action={action}>
      <ItemStrip items={items} label={title} />
    </HomeSection>
  );
}
