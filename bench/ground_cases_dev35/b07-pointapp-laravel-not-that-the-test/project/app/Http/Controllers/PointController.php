<?php

namespace App\Http\Controllers;

use App\Models\PointHistory;
use Illuminate\Http\Request;
use Illuminate\View\View;

class PointController extends Controller
{
    public function index(Request $request): View
    {
        $user = $request->user();

        $histories = PointHistory::query()
            ->where('user_id', $user->id)
            ->orderByDesc('created_at')
            ->paginate(20);

        return view('points.index', [
            'balance' => $user->pointBalance(),
            'histories' => $histories,
        ]);
    }
}
