/** Joins class names, skipping falsy ones (conditional Tailwind classes without a dependency). */
export function cn(...classes: Array<string | false | null | undefined>): string {
  return classes.filter(Boolean).join(' ');
}
