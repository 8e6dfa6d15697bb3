/** The hand-written screens of userdepartmentreport, usertaskreport (lazy: not part of the first load). */
import { lazyView } from '../../common/loadable';
import { withViews } from '../../common/withViews';
import { userdepartmentreport, usertaskreport } from './reports';

withViews(userdepartmentreport, {
  rowActions: lazyView(() => import('./DepartmentReportInfo')),
});
withViews(usertaskreport, {
  rowActions: lazyView(() => import('./TaskReportInfo')),
});
