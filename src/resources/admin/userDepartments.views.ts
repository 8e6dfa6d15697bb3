/** The hand-written screens of userdepartment (lazy: not part of the first load). */
import { lazyView } from '../../common/loadable';
import { withViews } from '../../common/withViews';
import { userdepartment } from './userDepartments';

withViews(userdepartment, {
  custom: { show: lazyView(() => import('./UserDepartmentShow')) },
});
