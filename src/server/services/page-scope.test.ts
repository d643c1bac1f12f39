import { describe, expect, it } from 'vitest';
import { pageScope } from './page-scope';

const get = (path: string) => ({ method: 'GET', path });

describe('pageScope', () => {
  it("names the studios of a studio page's reads, the sign-in state and the gazetteer adding none", () => {
    expect(
      pageScope([
        get('/api/admin/status/'),
        get('/api/studios/studios-enhanced/12/'),
        get('/api/studios/studios/12/parameters/categorized/'),
        get('/api/studios/studios-enhanced/12/verifications/'),
        get('/api/studios/studios/3/'),
        get('/api/places/at/?lat=1&lng=2&lang=en'),
        get('/api/places/?q=Ber'),
      ]),
    ).toEqual({ studios: [3, 12] });
    expect(pageScope([])).toEqual({ studios: [] });
  });

  it('makes a page that read anything else, or wrote, depend on every change', () => {
    expect(
      pageScope([get('/api/studios/studios-enhanced/12/'), get('/api/studios/studios-enhanced/')]),
    ).toBeNull();
    expect(pageScope([get('/api/studios/studios-enhanced/?page_size=1')])).toBeNull();
    expect(pageScope([get('/api/studios/studios-enhanced/12/history/')])).toBeNull();
    expect(pageScope([{ method: 'POST', path: '/api/studios/compare/' }])).toBeNull();
    expect(pageScope([get('/api/studios/studios-enhanced/12x/')])).toBeNull();
  });
});
