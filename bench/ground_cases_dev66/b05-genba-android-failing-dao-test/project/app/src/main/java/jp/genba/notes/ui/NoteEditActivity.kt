package jp.genba.notes.ui

import android.os.Bundle
import androidx.appcompat.app.AppCompatActivity
import androidx.lifecycle.lifecycleScope
import jp.genba.notes.data.AppDatabase
import jp.genba.notes.data.Note
import jp.genba.notes.data.PendingEdit
import jp.genba.notes.databinding.ActivityNoteEditBinding
import jp.genba.notes.sync.SyncScheduler
import kotlinx.coroutines.launch

class NoteEditActivity : AppCompatActivity() {

    private lateinit var binding: ActivityNoteEditBinding
    private val db by lazy { AppDatabase.get(this) }

    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        binding = ActivityNoteEditBinding.inflate(layoutInflater)
        setContentView(binding.root)
        val noteId = intent.getStringExtra(EXTRA_NOTE_ID) ?: return finish()
        val siteId = intent.getStringExtra(EXTRA_SITE_ID) ?: return finish()
        lifecycleScope.launch {
            binding.body.setText(db.notes().find(noteId)?.body.orEmpty())
        }
        binding.save.setOnClickListener {
            val text = binding.body.text.toString()
            val now = System.currentTimeMillis()
            lifecycleScope.launch {
                db.notes().save(Note(noteId, siteId, text, now))
                db.pendingEdits().enqueue(PendingEdit(noteId = noteId, body = text, editedAt = now))
                SyncScheduler.kick(this@NoteEditActivity)
                finish()
            }
        }
    }

    companion object {
        const val EXTRA_NOTE_ID = "note_id"
        const val EXTRA_SITE_ID = "site_id"
    }
}
