import { router } from '../../trpc/init.ts';
import { getDisciplines } from './get-disciplines.ts';

export const disciplinesRouter = router({
  getDisciplines,
});
