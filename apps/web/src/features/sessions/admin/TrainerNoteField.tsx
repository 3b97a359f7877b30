import { TRAINER_NOTE_MAX } from "@studio/validators";
import { firstName } from "@studio/validators/studio";
import { GrowingTextarea } from "../../../components/GrowingTextarea";

/**
 * Her word to the client on a change she makes ("Moved for Thanksgiving, see you Friday!"): it goes into the
 * client's e-mail, which says Carmen made the change.
 */
export function TrainerNoteField({
  clientName,
  value,
  onChange,
  size,
}: {
  clientName: string;
  value: string;
  onChange: (note: string) => void;
  size?: "xs" | "sm";
}) {
  return (
    <GrowingTextarea
      size={size}
      label={`Note to ${firstName(clientName)} (optional)`}
      description="Goes in her e-mail about the change, which says you made it."
      minRows={2}
      maxLength={TRAINER_NOTE_MAX}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}
