<?php

namespace App\Http\Controllers;

use App\Http\Requests\StoreReceiptRequest;
use App\Models\Expense;
use App\Models\Receipt;
use App\Services\ReceiptStorage;
use Illuminate\Http\RedirectResponse;

class ReceiptController extends Controller
{
    public function __construct(private readonly ReceiptStorage $storage)
    {
    }

    public function store(StoreReceiptRequest $request, Expense $expense): RedirectResponse
    {
        $this->authorize('update', $expense);

        $file = $request->file('receipt');
        $path = $this->storage->store($expense->tenant, $file);

        $expense->receipts()->create([
            'path' => $path,
            'original_name' => $file->getClientOriginalName(),
            'size' => $file->getSize(),
            'uploaded_by' => $request->user()->id,
        ]);

        return back()->with('status', '領収書をアップロードしました');
    }

    public function show(Receipt $receipt): RedirectResponse
    {
        $this->authorize('view', $receipt->expense);

        return redirect()->away($this->storage->temporaryUrl($receipt));
    }

    public function destroy(Receipt $receipt): RedirectResponse
    {
        $this->authorize('update', $receipt->expense);
        $this->storage->delete($receipt);
        $receipt->delete();

        return back()->with('status', '領収書を削除しました');
    }
}
