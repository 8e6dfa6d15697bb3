/** The hand-written screens of userdepartment (lazy: not part of the first load). */
import { lazy } from 'react';
import { withViews } from '../../common/withViews';
import { userdepartment } from './userDepartments';

withViews(userdepartment, {
  custom: { show: lazy(() => import('./UserDepartmentShow')) },
});
