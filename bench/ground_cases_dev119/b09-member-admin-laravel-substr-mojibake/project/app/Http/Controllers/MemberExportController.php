<?php

namespace App\Http\Controllers;

use App\Models\Member;
use App\Services\CsvWriter;
use Illuminate\Http\Request;
use Symfony\Component\HttpFoundation\StreamedResponse;

class MemberExportController extends Controller
{
    private const HEADERS = ['会員番号', '氏名', '表示名', 'メール', 'ステータス', '登録日'];

    public function __construct(private CsvWriter $csv)
    {
    }

    public function __invoke(Request $request): StreamedResponse
    {
        $validated = $request->validate([
            'status' => ['nullable', 'in:active,suspended,withdrawn'],
        ]);

        $members = Member::query()
            ->when($validated['status'] ?? null, fn ($q, $status) => $q->where('status', $status))
            ->orderBy('id')
            ->cursor();

        $filename = 'members_' . now()->format('Ymd_His') . '.csv';

        return response()->streamDownload(function () use ($members) {
            $out = fopen('php://output', 'w');
            $this->csv->writeBom($out);
            $this->csv->writeRow($out, self::HEADERS);
            foreach ($members as $member) {
                $this->csv->writeRow($out, $this->row($member));
            }
            fclose($out);
        }, $filename, ['Content-Type' => 'text/csv; charset=UTF-8']);
    }

    private function row(Member $member): array
    {
        return [
            $member->member_no,
            $member->name,
            $this->shorten($member->name),
            $member->email,
            $member->status,
            $member->created_at?->timezone('Asia/Tokyo')->format('Y/m/d') ?? '',
        ];
    }

    /** Display name for the mailing-label system, which takes at most 20 characters. */
    private function shorten(string $name): string
    {
        if (strlen($name) <= 20) {
            return $name;
        }
        return substr($name, 0, 20) . '…';
    }
}
