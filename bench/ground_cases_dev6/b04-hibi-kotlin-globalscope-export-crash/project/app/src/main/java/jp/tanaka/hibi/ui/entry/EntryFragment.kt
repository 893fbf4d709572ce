package jp.tanaka.hibi.ui.entry

import android.os.Bundle
import android.view.LayoutInflater
import android.view.View
import android.view.ViewGroup
import androidx.fragment.app.Fragment
import androidx.lifecycle.lifecycleScope
import jp.tanaka.hibi.HibiApp
import jp.tanaka.hibi.databinding.FragmentEntryBinding
import kotlinx.coroutines.launch
import java.time.LocalDate

class EntryFragment : Fragment() {
    private var _binding: FragmentEntryBinding? = null
    private val binding get() = _binding!!

    override fun onCreateView(inflater: LayoutInflater, container: ViewGroup?, savedInstanceState: Bundle?): View {
        _binding = FragmentEntryBinding.inflate(inflater, container, false)
        return binding.root
    }

    override fun onViewCreated(view: View, savedInstanceState: Bundle?) {
        binding.saveButton.setOnClickListener {
            val body = binding.bodyInput.text.toString().trim()
            if (body.isEmpty()) return@setOnClickListener
            val mood = binding.moodBar.rating.toInt()
            viewLifecycleOwner.lifecycleScope.launch {
                (requireActivity().application as HibiApp).entries.add(LocalDate.now().toString(), mood, body)
                binding.bodyInput.text?.clear()
            }
        }
    }

    override fun onDestroyView() {
        super.onDestroyView()
        _binding = null
    }
}
