import { useState } from 'react';
import { IntlProvider } from 'react-intl';

import en from '../lang/en.json';
import ja from '../lang/ja.json';
import { CustomerList } from './components/CustomerList';
import { RegionSelect } from './components/RegionSelect';
import { sampleCustomers } from './sample';

const MESSAGES = { en, ja } as const;

export default function App() {
  const [locale] = useState<'en' | 'ja'>(navigator.language.startsWith('ja') ? 'ja' : 'en');
  const [region, setRegion] = useState('kanto');
  return (
    <IntlProvider locale={locale} messages={MESSAGES[locale]} defaultLocale="en">
      <RegionSelect value={region} onChange={setRegion} />
      <CustomerList customers={sampleCustomers.filter((c) => c.region === region)} />
    </IntlProvider>
  );
}
