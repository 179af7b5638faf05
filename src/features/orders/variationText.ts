/** "Size: Large, Extra: Cheese" for food groups, or the variation type for other modules. */
export function variationText(variation: unknown[] | undefined): string {
  if (!Array.isArray(variation)) return '';
  return variation
    .map((entry) => {
      if (!entry || typeof entry !== 'object') return '';
      const group = entry as {
        name?: string;
        type?: string;
        values?: { label?: string }[] | { label?: string[] };
      };
      if (group.type && !group.name) return group.type;
      const values = Array.isArray(group.values)
        ? group.values.map((value) => value.label).filter(Boolean)
        : (group.values?.label ?? []);
      return values.length ? `${group.name ?? ''}: ${values.join(', ')}` : '';
    })
    .filter(Boolean)
    .join(' · ');
}
