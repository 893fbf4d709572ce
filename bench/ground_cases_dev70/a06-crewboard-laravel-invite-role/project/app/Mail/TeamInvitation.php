<?php

namespace App\Mail;

use App\Models\Invitation;
use Illuminate\Bus\Queueable;
use Illuminate\Mail\Mailable;
use Illuminate\Mail\Mailables\Content;
use Illuminate\Mail\Mailables\Envelope;
use Illuminate\Queue\SerializesModels;

class TeamInvitation extends Mailable
{
    use Queueable, SerializesModels;

    public function __construct(public Invitation $invitation)
    {
    }

    public function envelope(): Envelope
    {
        return new Envelope(subject: "You're invited to join {$this->invitation->team->name}");
    }

    public function content(): Content
    {
        return new Content(
            view: 'emails.team-invitation',
            with: [
                'team' => $this->invitation->team,
                'inviter' => $this->invitation->inviter,
                'url' => route('invitations.show', $this->invitation->token),
                'hours' => config('teams.invite_ttl'),
            ],
        );
    }
}
