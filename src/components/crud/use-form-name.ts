import { useId } from 'react';

/**
 * A form name unique in the document: antd derives field ids from it, and cached pages keep several
 * forms with the same fields mounted (search form and dialog, or two tabs of one page).
 */
export function useFormName(resourceKey: string, role: string): string {
  return `${resourceKey}-${role}-${useId().replace(/[^\w-]/g, '')}`;
}
