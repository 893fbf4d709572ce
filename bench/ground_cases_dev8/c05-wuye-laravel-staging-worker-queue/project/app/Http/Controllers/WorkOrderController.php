<?php

namespace App\Http\Controllers;

use App\Jobs\NotifyTechnician;
use App\Models\Technician;
use App\Models\WorkOrder;
use Illuminate\Http\Request;

class WorkOrderController extends Controller
{
    public function store(Request $request)
    {
        $data = $request->validate([
            'title' => 'required|string|max:100',
            'building' => 'required|string',
            'room' => 'required|string',
            'reporter_name' => 'required|string',
            'reporter_phone' => 'required|string',
        ]);

        return WorkOrder::create($data + ['status' => 'open']);
    }

    public function assign(Request $request, WorkOrder $order)
    {
        $tech = Technician::findOrFail($request->integer('technician_id'));
        $order->assignee()->associate($tech);
        $order->status = 'assigned';
        $order->assigned_at = now();
        $order->save();

        NotifyTechnician::dispatch($order);

        return $order->load('assignee');
    }

    public function close(WorkOrder $order)
    {
        $order->update(['status' => 'closed', 'closed_at' => now()]);

        return $order;
    }
}
