<?php

namespace App\Http\Controllers;

use App\Http\Requests\InquiryRequest;
use App\Mail\InquiryReceived;
use App\Models\Inquiry;
use Illuminate\Support\Facades\Mail;

class InquiryController extends Controller
{
    public function create()
    {
        return view('inquiry.form');
    }

    public function store(InquiryRequest $request)
    {
        $data = $request->safe()->except('attachment');
        if ($request->hasFile('attachment')) {
            $data['attachment_path'] = $request->file('attachment')->store('inquiries');
        }
        $inquiry = Inquiry::create($data);

        Mail::to($inquiry->email)->send(new InquiryReceived($inquiry));

        return redirect()->route('inquiry.thanks');
    }

    public function thanks()
    {
        return view('inquiry.thanks');
    }
}
