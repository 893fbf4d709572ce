import { FormattedMessage, useIntl } from 'react-intl';

import { Customer, sortCustomers } from '../utils/sortCustomers';

export function CustomerList({ customers }: { customers: Customer[] }) {
  const intl = useIntl();
  const sorted = sortCustomers(customers);
  return (
    <section>
      <h2>
        <FormattedMessage id="customers.title" defaultMessage="Customers" />
      </h2>
      <p>{intl.formatMessage({ id: 'customers.count', defaultMessage: '{n, plural, one {# customer} other {# customers}}' }, { n: sorted.length })}</p>
      <ul>
        {sorted.map((c) => (
          <li key={c.id}>{c.name}</li>
        ))}
      </ul>
    </section>
  );
}
