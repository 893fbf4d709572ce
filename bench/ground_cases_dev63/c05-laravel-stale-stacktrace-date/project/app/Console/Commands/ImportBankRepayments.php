<?php

namespace App\Console\Commands;

use App\Models\Repayment;
use App\Services\Loan\DueDateParser;
use Illuminate\Console\Command;
use Illuminate\Support\Facades\Log;

/**
 * php artisan loan:import-bank {file}
 * 导入银行回盘文件（每行：合同号,期数,应还日期,实还日期,实还金额）。
 */
class ImportBankRepayments extends Command
{
    protected $signature = 'loan:import-bank {file}';

    protected $description = '导入银行代扣回盘文件';

    public function handle(DueDateParser $parser): int
    {
        $path = $this->argument('file');
        $handle = fopen($path, 'r');
        if ($handle === false) {
            $this->error("cannot open {$path}");

            return self::FAILURE;
        }

        $header = fgetcsv($handle);
        $count = 0;
        while (($row = fgetcsv($handle)) !== false) {
            [$contractNo, $term, $dueRaw, $paidRaw, $amount] = $row;
            $repayment = Repayment::query()
                ->where('contract_no', $contractNo)
                ->where('term', (int) $term)
                ->first();
            if ($repayment === null) {
                Log::warning('bank file row without repayment', ['contract' => $contractNo, 'term' => $term]);
                continue;
            }

            $repayment->bank_due_date = $parser->parseDueDate($dueRaw);
            $repayment->paid_at = $parser->parsePaidDate($paidRaw);
            $repayment->paid_amount = $amount;
            $repayment->save();
            $count++;
        }
        fclose($handle);

        $this->info("imported {$count} rows");

        return self::SUCCESS;
    }
}
