<?php

namespace App\Http\Controllers;

use App\Models\Attachment;
use App\Models\Note;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\Storage;

class AttachmentController extends Controller
{
    public function store(Request $request, Note $note)
    {
        $this->authorize('update', $note);

        $request->validate([
            'file' => ['required', 'file', 'max:20480'],
        ]);

        $file = $request->file('file');
        $path = $file->store("notes/{$note->id}", 's3');

        $attachment = $note->attachments()->create([
            'uploader_id' => $request->user()->id,
            'path' => $path,
            'original_name' => $file->getClientOriginalName(),
            'mime' => $file->getMimeType(),
            'size' => $file->getSize(),
        ]);

        return response()->json($attachment->load('uploader:id,name'), 201);
    }

    public function download(Attachment $attachment)
    {
        $this->authorize('view', $attachment->note);

        return Storage::disk('s3')->download($attachment->path, $attachment->original_name);
    }

    public function destroy(Attachment $attachment)
    {
        Storage::disk('s3')->delete($attachment->path);
        $attachment->delete();

        return response()->noContent();
    }
}
