<?php

namespace App\Http\Controllers;

use App\Models\Customer;
use Illuminate\Http\Request;
use Illuminate\View\View;

class CustomerController extends Controller
{
    public function index(Request $request): View
    {
        $filters = $request->validate([
            'status' => ['nullable', 'in:'.implode(',', Customer::STATUSES)],
            'city' => ['nullable', 'string', 'max:50'],
        ]);

        $customers = Customer::query()
            ->filter($filters)
            ->with('owner:id,name')
            ->latest('id')
            ->paginate(50)
            ->withQueryString();

        return view('customers.index', [
            'customers' => $customers,
            'filters' => $filters,
            'statuses' => Customer::STATUSES,
        ]);
    }

    public function show(Customer $customer): View
    {
        $customer->load('owner:id,name');

        return view('customers.show', ['customer' => $customer]);
    }

    public function destroy(Customer $customer): \Illuminate\Http\RedirectResponse
    {
        $this->authorize('delete', $customer);
        $customer->delete();

        return redirect()->route('customers.index')->with('status', "已删除客户 {$customer->name}");
    }
}
