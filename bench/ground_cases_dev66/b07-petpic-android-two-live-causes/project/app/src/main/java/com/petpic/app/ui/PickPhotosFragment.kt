package com.petpic.app.ui

import android.net.Uri
import android.os.Bundle
import android.view.View
import androidx.activity.result.PickVisualMediaRequest
import androidx.activity.result.contract.ActivityResultContracts
import androidx.fragment.app.Fragment
import com.petpic.app.R
import com.petpic.app.databinding.FragmentPickPhotosBinding
import com.petpic.app.upload.UploadScheduler

class PickPhotosFragment : Fragment(R.layout.fragment_pick_photos) {

    private val pick = registerForActivityResult(ActivityResultContracts.PickMultipleVisualMedia(20)) { uris ->
        if (uris.isNotEmpty()) startUpload(uris)
    }

    override fun onViewCreated(view: View, savedInstanceState: Bundle?) {
        val binding = FragmentPickPhotosBinding.bind(view)
        binding.pickButton.setOnClickListener {
            pick.launch(PickVisualMediaRequest(ActivityResultContracts.PickVisualMedia.ImageOnly))
        }
    }

    private fun startUpload(uris: List<Uri>) {
        val albumId = requireArguments().getString(ARG_ALBUM) ?: "default"
        UploadScheduler.enqueue(requireContext(), albumId, uris)
    }

    companion object {
        const val ARG_ALBUM = "album"
    }
}
