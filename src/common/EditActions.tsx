/** The actions of a show page: Edit (react-admin's EditButton, there with the update permission). */
import { EditButton, TopToolbar } from 'react-admin';

export const EditActions = () => (
  <TopToolbar>
    <EditButton />
  </TopToolbar>
);
