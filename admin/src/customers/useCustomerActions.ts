/**
 * The credit file's actions as react-query mutations over the dataProvider's methods; after one succeeds,
 * every cached customer list and file reloads.
 */
import { useMemo } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { ConsoleDataProvider } from '../dataProvider';
import type { CustomerMethods } from './dataProvider';

type Call = {
  [M in keyof CustomerMethods]: { method: M; args: Parameters<CustomerMethods[M]> };
}[keyof CustomerMethods];

export function useCustomerActions() {
  const dp = useDataProvider<ConsoleDataProvider>();
  const queryClient = useQueryClient();
  const { mutateAsync } = useMutation({
    mutationKey: ['customers', 'action'],
    mutationFn: ({ method, args }: Call) =>
      (dp[method] as (...a: unknown[]) => Promise<{ message: string }>)(...args),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['customers'] }),
  });
  return useMemo(
    () => ({
      link: (...args: Parameters<CustomerMethods['customerLink']>) =>
        mutateAsync({ method: 'customerLink', args }),
      unlink: (...args: Parameters<CustomerMethods['customerUnlink']>) =>
        mutateAsync({ method: 'customerUnlink', args }),
      merge: (...args: Parameters<CustomerMethods['customerMerge']>) =>
        mutateAsync({ method: 'customerMerge', args }),
      parent: (...args: Parameters<CustomerMethods['customerParent']>) =>
        mutateAsync({ method: 'customerParent', args }),
      dismiss: (...args: Parameters<CustomerMethods['customerDismiss']>) =>
        mutateAsync({ method: 'customerDismiss', args }),
    }),
    [mutateAsync],
  );
}
