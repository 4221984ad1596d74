import { PERMISSIONS, type Permission } from '~/shared/studio';
import './roles-reference.css';

/** What each role can do, in words: the roles are built from these permissions. */
export function RolesReference({
  roles,
}: {
  roles: readonly { key: string; name: string; description: string; permissions: readonly Permission[] }[];
}) {
  return (
    <ul className="studio-roles">
      {roles.map((role) => (
        <li key={role.key}>
          <details className="studio-role">
            <summary>
              <span className="studio-role-name">{role.name}</span>
              <span className="studio-role-description">{role.description}</span>
            </summary>
            <ul>
              {role.permissions.map((permission) => (
                <li key={permission}>{PERMISSIONS[permission]}</li>
              ))}
            </ul>
          </details>
        </li>
      ))}
    </ul>
  );
}
