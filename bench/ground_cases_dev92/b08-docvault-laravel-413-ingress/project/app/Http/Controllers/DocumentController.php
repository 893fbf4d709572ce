<?php

namespace App\Http\Controllers;

use App\Http\Requests\UploadDocumentRequest;
use App\Models\Document;
use Illuminate\Http\JsonResponse;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\Storage;

class DocumentController extends Controller
{
    public function index(Request $request): JsonResponse
    {
        $documents = Document::query()
            ->where('owner_id', $request->user()->id)
            ->latest()
            ->paginate(20);

        return response()->json($documents);
    }

    public function store(UploadDocumentRequest $request): JsonResponse
    {
        $file = $request->file('file');
        $path = Storage::disk('s3')->putFile('documents/' . $request->user()->id, $file);

        $document = Document::create([
            'owner_id' => $request->user()->id,
            'title' => $request->input('title'),
            'contract_id' => $request->input('contract_id'),
            'path' => $path,
            'size' => $file->getSize(),
        ]);

        return response()->json($document, 201);
    }
}
