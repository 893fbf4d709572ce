import type { LinkingOptions } from '@react-navigation/native';
import type { RootStackParamList } from './RootNavigator';

// fitcrew://workout/123 and https://fitcrew.app/w/123 open a workout.
export const linking: LinkingOptions<RootStackParamList> = {
  prefixes: ['fitcrew://', 'https://fitcrew.app'],
  config: {
    screens: {
      Feed: '',
      WorkoutDetail: {
        path: 'w/:workoutId',
        alias: ['workout/:workoutId'],
      },
      Profile: 'u/:userId',
    },
  },
};

export function workoutUrl(workoutId: string): string {
  return `https://fitcrew.app/w/${encodeURIComponent(workoutId)}`;
}

export function profileUrl(userId: string): string {
  return `https://fitcrew.app/u/${encodeURIComponent(userId)}`;
}

export function isFitcrewUrl(url: string): boolean {
  return linking.prefixes.some((prefix) => url.startsWith(prefix));
}

export const SHARE_MESSAGE = (name: string, workoutId: string) =>
  `${name} just finished a workout on FitCrew: ${workoutUrl(workoutId)}`;
