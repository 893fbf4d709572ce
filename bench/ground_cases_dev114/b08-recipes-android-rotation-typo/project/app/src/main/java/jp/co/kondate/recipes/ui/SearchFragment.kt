package jp.co.kondate.recipes.ui

import android.os.Bundle
import android.view.View
import android.view.inputmethod.EditorInfo
import android.widget.Toast
import androidx.fragment.app.Fragment
import androidx.recyclerview.widget.LinearLayoutManager
import jp.co.kondate.recipes.R
import jp.co.kondate.recipes.data.RecipeRepository
import jp.co.kondate.recipes.databinding.FragmentSearchBinding

class SearchFragment : Fragment(R.layout.fragment_search) {

    private val viewModel = SearchViewModel(RecipeRepository())
    private val adapter = RecipeAdapter { recipe ->
        Toast.makeText(requireContext(), "「${recipe.title}」をお気に入りに追加しました", Toast.LENGTH_SHORT).show()
    }

    override fun onViewCreated(view: View, savedInstanceState: Bundle?) {
        super.onViewCreated(view, savedInstanceState)
        val binding = FragmentSearchBinding.bind(view)

        binding.results.layoutManager = LinearLayoutManager(requireContext())
        binding.results.adapter = adapter
        binding.searchInput.setText(viewModel.query.value)

        binding.searchInput.setOnEditorActionListener { v, actionId, _ ->
            if (actionId == EditorInfo.IME_ACTION_SEARCH) {
                viewModel.search(v.text.toString())
                true
            } else {
                false
            }
        }

        viewModel.recipes.observe(viewLifecycleOwner) { adapter.submit(it) }
        viewModel.error.observe(viewLifecycleOwner) { msg ->
            binding.errorText.visibility = if (msg == null) View.GONE else View.VISIBLE
            binding.errorText.text = msg
        }
    }
}
