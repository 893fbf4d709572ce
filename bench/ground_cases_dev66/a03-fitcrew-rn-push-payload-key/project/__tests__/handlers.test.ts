import { routeFromPush } from '../src/notifications/handlers';

const msg = (data: Record<string, string>) => ({ data }) as any;

describe('routeFromPush', () => {
  it('opens the workout for friend_workout_finished', () => {
    expect(routeFromPush(msg({ type: 'friend_workout_finished', workoutId: 'wk_1' }))).toEqual({
      screen: 'WorkoutDetail',
      params: { workoutId: 'wk_1' },
    });
  });

  it('opens the workout for workout_kudos', () => {
    expect(routeFromPush(msg({ type: 'workout_kudos', workoutId: 'wk_2' }))).toEqual({
      screen: 'WorkoutDetail',
      params: { workoutId: 'wk_2' },
    });
  });

  it('opens a profile for new_follower', () => {
    expect(routeFromPush(msg({ type: 'new_follower', userId: 'usr_9' }))).toEqual({
      screen: 'Profile',
      params: { userId: 'usr_9' },
    });
  });

  it('falls back to the feed', () => {
    expect(routeFromPush(msg({ type: 'something_new' }))).toEqual({ screen: 'Feed' });
  });
});
