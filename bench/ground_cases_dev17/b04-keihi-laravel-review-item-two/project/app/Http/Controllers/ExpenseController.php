<?php

namespace App\Http\Controllers;

use App\Http\Requests\StoreExpenseRequest;
use App\Models\Expense;
use App\Notifications\ExpenseApproved;
use App\Notifications\ExpenseRejected;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\Gate;

class ExpenseController extends Controller
{
    public function index(Request $request)
    {
        $expenses = Expense::query()
            ->where('user_id', $request->user()->id)
            ->latest('spent_on')
            ->paginate(20);

        return view('expenses.index', compact('expenses'));
    }

    public function show(Expense $expense)
    {
        Gate::authorize('view', $expense);

        return view('expenses.show', compact('expense'));
    }

    public function store(StoreExpenseRequest $request)
    {
        $data = $request->validated();

        $data['receipt_path'] = $request->file('receipt')->store('receipts');
        unset($data['receipt']);

        $expense = $request->user()->expenses()->create($data + ['status' => 'pending']);

        return redirect()->route('expenses.show', $expense)->with('status', '申請しました');
    }

    public function approve(Request $request, Expense $expense)
    {
        Gate::authorize('approve', $expense);

        $expense->update(['status' => 'approved', 'approved_by' => $request->user()->id]);
        $expense->user->notify(new ExpenseApproved($expense));

        return back()->with('status', '承認しました');
    }

    public function reject(Request $request, Expense $expense)
    {
        Gate::authorize('approve', $expense);

        $data = $request->validate(['reject_comment' => ['required', 'string', 'max:1000']]);
        $expense->update(['status' => 'rejected'] + $data);
        $expense->user->notify(new ExpenseRejected($expense));

        return back()->with('status', '差し戻しました');
    }
}
