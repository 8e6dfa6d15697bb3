/** Delete of a sale (plot.delete), after 'Delete File Record' / 'Are you sure you want to delete this record'. */
// Reasoning: docs/decisions.md "Notes: src/resources/sales/plotsale/SaleDeleteButton.tsx"
import { useQueryClient } from '@tanstack/react-query';
import { DeleteButton, useRedirect } from 'react-admin';
import { MESSAGES } from '../../../common/messages';
import { useServerNotify } from '../../../common/useServerNotify';

/** The plot queries a sale's change of plot status makes stale (list, show, map reads). */
export const PLOT_QUERY_KEYS = [['plot'], ['plotstatus'], ['plot/filter'], ['plotsale']] as const;

export const useRefreshPlots = () => {
  const queryClient = useQueryClient();
  return () => {
    for (const queryKey of PLOT_QUERY_KEYS) void queryClient.invalidateQueries({ queryKey: [...queryKey] });
  };
};

export const SaleDeleteButton = () => {
  const { success, failure } = useServerNotify();
  const redirect = useRedirect();
  const refreshPlots = useRefreshPlots();
  return (
    <DeleteButton
      mutationMode="pessimistic"
      confirmTitle={MESSAGES.deleteTitle}
      confirmContent={MESSAGES.deleteContent}
      mutationOptions={{
        onSuccess: (data: unknown) => {
          success(data, 'ra.notification.deleted');
          refreshPlots();
          redirect('list', 'plotsale');
        },
        onError: failure,
      }}
    />
  );
};
