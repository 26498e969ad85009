import { callApi } from './http';

/** The User calls of customer-portal.md §7 with the bodies documented there. */
export const userApi = {
  login: (email: string, password: string) =>
    callApi('/api/User/login', { method: 'POST', body: { email, password }, noRetry: true }),

  passwordRequest: (email: string) =>
    callApi('/api/User/passwordRequest', { method: 'POST', body: { email } }),

  resetPassword: (id: string, invite: string, password: string) =>
    callApi('/api/User/resetPassword', { method: 'POST', body: { _id: id, invite, password } }),

  validateInvite: (id: string, token: string) =>
    callApi<{ email?: string; firstName?: string; lastName?: string }>('/api/User/validateInvite', {
      headers: { id, token },
    }),

  registerUser: (user: {
    id: string;
    token: string;
    email: string;
    firstName: string;
    lastName: string;
    password: string;
  }) =>
    callApi('/api/User/registerUser', {
      method: 'POST',
      body: {
        _id: user.id,
        invite: user.token,
        active: true,
        email: user.email,
        firstName: user.firstName,
        lastName: user.lastName,
        password: user.password,
      },
    }),
};
