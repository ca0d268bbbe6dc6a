/** The room a date input takes while its picker code loads. */
import { Skeleton } from '@mui/material';

export const PickerPlaceholder = () => <Skeleton variant="rounded" height={56} sx={{ my: 1 }} />;
