import { routeFromData } from '../src/notifications/handler';
import { navigate } from '../src/navigation/navigationRef';

jest.mock('@react-native-firebase/messaging', () => () => ({}));
jest.mock('../src/navigation/navigationRef', () => ({ navigate: jest.fn() }));

describe('routeFromData', () => {
  beforeEach(() => (navigate as jest.Mock).mockClear());

  it('opens an order', () => {
    expect(routeFromData({ type: 'order', orderId: 'A-100' })).toBe(true);
    expect(navigate).toHaveBeenCalledWith('OrderDetail', { orderId: 'A-100' });
  });

  it('opens a chat thread', () => {
    expect(routeFromData({ type: 'chat', threadId: 't9' })).toBe(true);
    expect(navigate).toHaveBeenCalledWith('Chat', { threadId: 't9' });
  });

  it('ignores unknown types', () => {
    expect(routeFromData({ type: 'promo' })).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('ignores a missing payload', () => {
    expect(routeFromData(undefined)).toBe(false);
  });
});
