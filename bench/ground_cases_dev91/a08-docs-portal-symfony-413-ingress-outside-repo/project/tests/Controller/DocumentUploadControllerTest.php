<?php

namespace App\Tests\Controller;

use Symfony\Bundle\FrameworkBundle\Test\WebTestCase;
use Symfony\Component\HttpFoundation\File\UploadedFile;

class DocumentUploadControllerTest extends WebTestCase
{
    public function testRejectsMissingDocument(): void
    {
        $client = static::createClient();
        $client->request('POST', '/api/employees/7/documents');

        $this->assertResponseStatusCodeSame(400);
    }

    public function testAcceptsPdf(): void
    {
        $client = static::createClient();
        $file = new UploadedFile(__DIR__.'/../fixtures/contract.pdf', 'contract.pdf', 'application/pdf', null, true);
        $client->request('POST', '/api/employees/7/documents', [], ['document' => $file]);

        $this->assertResponseStatusCodeSame(201);
    }
}
