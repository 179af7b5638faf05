import { ConfirmDialog } from '@/components/ConfirmDialog';
import { withMuiScope } from '@/theme/MuiScope';

/**
 * The shared MUI confirm dialog in its own MUI scope, for `next/dynamic` (docs/hydration.md, rule
 * 7): /profile loads no MUI until the customer opens a confirmation.
 */
export default withMuiScope(ConfirmDialog);
