import { PickTable } from '../../../components/PickTable';
import { groupByOrder, loadWave } from '../../../lib/picklist';

export const dynamic = 'force-dynamic';

export default async function PickListPage({ params }: { params: { waveId: string } }) {
  const lines = await loadWave(params.waveId);
  const orders = groupByOrder(lines);

  return (
    <main>
      <h1>
        Wave {params.waveId} · {orders.size} orders · {lines.length} lines
      </h1>
      {[...orders.entries()].map(([orderNumber, orderLines]) => (
        <PickTable key={orderNumber} orderNumber={orderNumber} lines={orderLines} />
      ))}
    </main>
  );
}
