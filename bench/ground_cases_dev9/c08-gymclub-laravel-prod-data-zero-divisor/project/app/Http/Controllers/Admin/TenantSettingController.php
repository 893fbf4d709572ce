<?php

namespace App\Http\Controllers\Admin;

use App\Http\Controllers\Controller;
use App\Models\TenantSetting;
use Illuminate\Http\Request;

class TenantSettingController extends Controller
{
    public function edit(Request $request)
    {
        return view('admin.settings', ['settings' => TenantSetting::forTenant($request->user()->tenant_id)]);
    }

    public function update(Request $request)
    {
        $data = $request->validate([
            'points_enabled' => 'boolean',
            'yuan_per_point' => 'required|numeric|min:0.01|max:10000',
            'checkin_points' => 'required|integer|min:0|max:1000',
            'booking_cancel_hours' => 'required|integer|min:0|max:72',
        ]);

        TenantSetting::where('tenant_id', $request->user()->tenant_id)->firstOrFail()->update($data);

        return back()->with('status', '已保存');
    }
}
