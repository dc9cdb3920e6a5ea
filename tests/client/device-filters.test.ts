import { describe, expect, it } from 'vitest';
import { deviceRequest } from '@/features/device/components/device-filters';

const empty = { keyword: '', type: '', model: '', state: '', service: '', sim: '' };

describe('deviceRequest', () => {
  it('maps URL filter values to the deviceList request', () => {
    expect(
      deviceRequest(
        { keyword: '财务', type: '2', model: 'V5', state: 'online', service: 'expiring', sim: 'stop' },
        3,
        10,
      ),
    ).toEqual({
      pageNum: 3,
      pageSize: 10,
      keyword: '财务',
      deviceType: 2,
      model: 'V5',
      state: 'online',
      service: 'expiring',
      sim: 'stop',
    });
  });

  it('ignores values that are not valid filters', () => {
    expect(
      deviceRequest(
        { ...empty, type: '9', state: 'broken', model: 'x'.repeat(40), service: 'soon', sim: 'lost' },
        1,
        10,
      ),
    ).toEqual({
      pageNum: 1,
      pageSize: 10,
      keyword: undefined,
      deviceType: undefined,
      model: undefined,
      state: undefined,
      service: undefined,
      sim: undefined,
    });
    expect(deviceRequest({ ...empty, type: '0' }, 1, 10).deviceType).toBeUndefined();
  });
});
