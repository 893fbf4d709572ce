<?php

namespace App\Console\Commands;

use App\Models\Customer;
use App\Services\RegionResolver;
use Illuminate\Console\Command;

class BackfillCustomerRegion extends Command
{
    protected $signature = 'customers:backfill-region
        {--dry-run : Only report what would change}
        {--chunk=500 : Rows per batch}
        {--limit=0 : Stop after this many updates (0 = no limit)}';

    protected $description = 'Fill customers.region from customers.province for rows that have none';

    public function handle(RegionResolver $resolver): int
    {
        $dryRun = (bool) $this->option('dry-run');
        $chunk = max(1, (int) $this->option('chunk'));
        $limit = max(0, (int) $this->option('limit'));
        $updated = 0;
        $unknown = [];

        Customer::query()
            ->whereNull('region')
            ->whereNotNull('province')
            ->orderBy('id')
            ->chunk($chunk, function ($customers) use ($resolver, $dryRun, $limit, &$updated, &$unknown) {
                foreach ($customers as $customer) {
                    if ($limit > 0 && $updated >= $limit) {
                        return false; // stops chunk()
                    }
                    $region = $resolver->resolve($customer->province);
                    if ($region === null) {
                        $unknown[$customer->province] = ($unknown[$customer->province] ?? 0) + 1;
                        continue;
                    }
                    if (! $dryRun) {
                        $customer->region = $region;
                        $customer->save();
                    }
                    $updated++;
                }
            });

        $this->info(($dryRun ? '[dry-run] would update ' : 'updated ').$updated.' customers');
        foreach ($unknown as $province => $count) {
            $this->warn("unknown province '{$province}': {$count}");
        }

        return self::SUCCESS;
    }
}
