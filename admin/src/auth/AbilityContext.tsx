import { createContext, useContext, useMemo } from 'react';
import type { ReactNode } from 'react';
import { createContextualCan } from '@casl/react';
import { createMongoAbility } from '@casl/ability';
import { usePermissions } from 'react-admin';
import { defineAbilityFor } from '@cp/schemas/permissions/ability';
import type { AppAbility } from '@cp/schemas/permissions/ability';
import type { SessionUser } from '@cp/schemas/permissions/types';

/** Until the user is loaded nobody may do anything. */
const nobody = createMongoAbility() as AppAbility;

export const AbilityContext = createContext<AppAbility>(nobody);

/** `<Can I="approve" this={subject('Application', record)}>…</Can>` */
export const Can = createContextualCan(AbilityContext.Consumer);

export function useAbility(): AppAbility {
  return useContext(AbilityContext);
}

/** The signed-in user (react-admin permissions), or undefined while loading. */
export function useSessionUser(): SessionUser | undefined {
  const { permissions } = usePermissions<SessionUser>();
  return permissions && typeof permissions === 'object' && 'security' in permissions
    ? permissions
    : undefined;
}

/** Builds the shared CASL ability from the loaded user and provides it to the console. */
export function AbilityProvider({ children }: { children: ReactNode }) {
  const user = useSessionUser();
  const ability = useMemo(() => (user ? defineAbilityFor(user) : nobody), [user]);
  return <AbilityContext.Provider value={ability}>{children}</AbilityContext.Provider>;
}
