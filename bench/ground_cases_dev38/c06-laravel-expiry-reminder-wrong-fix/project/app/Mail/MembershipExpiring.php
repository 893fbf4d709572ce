<?php

namespace App\Mail;

use App\Models\Member;
use Illuminate\Bus\Queueable;
use Illuminate\Contracts\Queue\ShouldQueue;
use Illuminate\Mail\Mailable;
use Illuminate\Mail\Mailables\Content;
use Illuminate\Mail\Mailables\Envelope;
use Illuminate\Queue\SerializesModels;

class MembershipExpiring extends Mailable implements ShouldQueue
{
    use Queueable, SerializesModels;

    public function __construct(public Member $member)
    {
        $this->onQueue('notifications');
    }

    public function envelope(): Envelope
    {
        return new Envelope(
            subject: '您的会员即将到期',
        );
    }

    public function content(): Content
    {
        return new Content(
            markdown: 'mail.membership-expiring',
            with: [
                'name' => $this->member->name,
                'expiresAt' => $this->member->expires_at->format('Y-m-d'),
                'renewUrl' => route('renew', $this->member),
            ],
        );
    }
}
