<?php

namespace App\Http\Controllers;

use App\Http\Requests\StoreReceiptRequest;
use App\Models\Claim;
use App\Models\Receipt;
use Illuminate\Support\Facades\Storage;

class ReceiptController extends Controller
{
    public function create(Claim $claim)
    {
        $this->authorize('update', $claim);

        return view('receipts.create', ['claim' => $claim]);
    }

    public function store(StoreReceiptRequest $request, Claim $claim)
    {
        $disk = config('filesystems.receipts_disk');
        $path = $request->file('file')->store("claims/{$claim->id}", $disk);

        $claim->receipts()->create([
            'disk' => $disk,
            'path' => $path,
            'original_name' => $request->file('file')->getClientOriginalName(),
            'amount' => $request->input('amount'),
            'spent_on' => $request->date('spent_on'),
            'category' => $request->input('category'),
            'note' => $request->input('note'),
        ]);

        return redirect()->route('claims.show', $claim)->with('status', 'Receipt added.');
    }

    public function destroy(Receipt $receipt)
    {
        $this->authorize('update', $receipt->claim);
        Storage::disk($receipt->disk)->delete($receipt->path);
        $receipt->delete();

        return back()->with('status', 'Receipt removed.');
    }
}
