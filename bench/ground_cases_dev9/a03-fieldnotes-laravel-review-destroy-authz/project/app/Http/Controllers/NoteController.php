<?php

namespace App\Http\Controllers;

use App\Models\Note;
use Illuminate\Http\Request;

class NoteController extends Controller
{
    public function index(Request $request)
    {
        $notes = $request->user()->visibleNotes()->latest()->paginate(25);

        return view('notes.index', ['notes' => $notes]);
    }

    public function show(Note $note)
    {
        $this->authorize('view', $note);

        return view('notes.show', ['note' => $note]);
    }

    public function update(Request $request, Note $note)
    {
        $this->authorize('update', $note);

        $data = $request->validate([
            'title' => ['required', 'string', 'max:200'],
            'body' => ['nullable', 'string'],
            'site' => ['nullable', 'string', 'max:120'],
        ]);
        $note->update($data);

        return redirect()->route('notes.show', $note);
    }
}
