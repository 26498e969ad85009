import { authProvider } from './authProvider';
import { COOKIE, getCookie, setCookie, deleteCookie } from './cookies';
import { forgetCurrentUser } from './currentUser';

const USER = {
  _id: 'u-1',
  email: 'admin@demo.test',
  firstName: 'Alex',
  lastName: 'Carter',
  security: 'Admin',
  maximumApprovalAmount: 50000,
  companies: ['c-1'],
  divisions: [],
};

function serve(status: number, body: unknown) {
  const fetchMock = vi.fn(
    async (_url: RequestInfo | URL, _init?: RequestInit) => new Response(JSON.stringify(body), { status }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

beforeEach(() => forgetCurrentUser());
afterEach(() => {
  vi.unstubAllGlobals();
  deleteCookie(COOKIE.userId);
});

describe('authProvider', () => {
  it('checkAuth loads the user named by ca-user-id through getUserById (header id)', async () => {
    setCookie(COOKIE.userId, 'u-1');
    const fetchMock = serve(200, { success: true, data: USER });
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/User/getUserById');
    expect(new Headers(init?.headers).get('id')).toBe('u-1');
    await expect(authProvider.getPermissions!({})).resolves.toMatchObject({
      id: 'u-1',
      security: 'ADMIN',
      companies: ['c-1'],
    });
    await expect(authProvider.getIdentity!()).resolves.toMatchObject({ fullName: 'Alex Carter' });
  });

  it('without a stored user checkAuth refuses and permissions are empty', async () => {
    serve(200, { success: true, data: USER });
    await expect(authProvider.checkAuth({})).rejects.toBeDefined();
    await expect(authProvider.getPermissions!({})).resolves.toBeUndefined();
  });

  it('a user with an unknown role is refused', async () => {
    setCookie(COOKIE.userId, 'u-1');
    serve(200, { success: true, data: { ...USER, security: 'OWNER' } });
    await expect(authProvider.checkAuth({})).rejects.toThrow('Unknown security role');
  });

  it('logout ends the server session, clears the cookies and goes to /login', async () => {
    setCookie(COOKIE.userId, 'u-1');
    setCookie(COOKIE.selectedCompany, 'c-1');
    const fetchMock = serve(200, { success: true });
    await expect(authProvider.logout({})).resolves.toBe(`${window.location.origin}/login`);
    expect(fetchMock.mock.calls[0][0]).toBe('/api/User/logout');
    expect(getCookie(COOKIE.userId)).toBeUndefined();
    expect(getCookie(COOKIE.selectedCompany)).toBeUndefined();
  });

  it('only a 401 ends the session; a 403 refuses one action', async () => {
    await expect(authProvider.checkError({ status: 401 })).rejects.toBeDefined();
    await expect(authProvider.checkError({ status: 403 })).resolves.toBeUndefined();
  });
});
