<?php

declare(strict_types=1);

namespace App\Mail;

use PHPMailer\PHPMailer\PHPMailer;

final class Mailer
{
    public function sendWelcome(string $email, string $name): void
    {
        $mail = new PHPMailer(true);
        $mail->isSMTP();
        $mail->Host = getenv('SMTP_HOST') ?: 'localhost';
        $mail->Port = (int) (getenv('SMTP_PORT') ?: 25);
        $mail->setFrom('hello@quillstack.io', 'Quillstack');
        $mail->addAddress($email, $name);
        $mail->Subject = 'Welcome to the Quillstack newsletter';
        $mail->Body = "Hi {$name},\n\nThanks for signing up. First issue lands on Friday.\n";
        $mail->send();
    }
}
