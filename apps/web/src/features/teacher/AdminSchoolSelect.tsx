// Shared since the class-list page (features/roster) lets admins pick the school too.
export { AdminSchoolSelect } from '@/shared/admin/AdminSchoolSelect';
