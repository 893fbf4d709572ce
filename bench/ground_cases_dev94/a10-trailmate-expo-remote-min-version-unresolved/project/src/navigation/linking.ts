import type { LinkingOptions } from '@react-navigation/native';
import * as Linking from 'expo-linking';

import type { RootStackParamList } from '../../App';

export const WEB_HOST = 'trailmate.app';

/** https://trailmate.app/trail/<id> (app links / universal links) and trailmate://trail/<id>. */
export const linking: LinkingOptions<RootStackParamList> = {
  prefixes: [`https://${WEB_HOST}`, Linking.createURL('/')],
  config: {
    screens: {
      Home: '',
      Trail: {
        path: 'trail/:id',
        parse: { id: (id: string) => decodeURIComponent(id) },
      },
    },
  },
};

/** The shareable web URL of a trail; opens the app where it's installed, the website elsewhere. */
export function trailUrl(id: string): string {
  return `https://${WEB_HOST}/trail/${encodeURIComponent(id)}`;
}

/** The trail id in a link, or null when the link is not a trail link. */
export function trailIdFrom(url: string): string | null {
  const { hostname, path } = Linking.parse(url);
  if (hostname && hostname !== WEB_HOST && hostname !== 'trail') return null;
  const match = /^(?:trail\/)?([^/]+)$/.exec(path ?? '');
  return match ? decodeURIComponent(match[1]) : null;
}
