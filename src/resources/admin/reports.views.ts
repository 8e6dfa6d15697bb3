/** The hand-written screens of userdepartmentreport, usertaskreport (lazy: not part of the first load). */
import { lazy } from 'react';
import { withViews } from '../../common/withViews';
import { userdepartmentreport, usertaskreport } from './reports';

withViews(userdepartmentreport, {
  rowActions: lazy(() => import('./DepartmentReportInfo')),
});
withViews(usertaskreport, {
  rowActions: lazy(() => import('./TaskReportInfo')),
});
